export function writeLoopbackCertificate(dir: string): {key: string; cert: string};
