// Learning, tests, commerce and profile components (re-exported by src/index.ts).
export {};
