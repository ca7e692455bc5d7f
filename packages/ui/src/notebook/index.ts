// The `notebook` group (issue 16, beyond the spec: one notebook for everything a student marks;
// the portal's web feature of the same name). Re-exported by src/index.ts.
export * from './notebook-list';
