export interface Header {
  readonly name: string;
  readonly value: string;
}
export const securityHeaders: readonly Header[];
export const strictTransportSecurity: Header;
export const cachePolicy: {readonly immutablePrefix: string; readonly immutable: string; readonly revalidate: string};
export const contentTypes: ReadonlyArray<{readonly extension: string; readonly value: string}>;
