/** The texts the test-only pages show, shared with the browser suite that looks for them. */
export const crashMessage = 'Test page failed while rendering';
export const crashCause = 'the service list could not be read';
export const chunkErrorMessage = 'Loading chunk 42 failed.';
