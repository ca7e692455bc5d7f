// Primitives, feedback, placeholders, forms and shell components (re-exported by src/index.ts).
export {};
