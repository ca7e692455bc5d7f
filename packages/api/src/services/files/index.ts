export * from './get-pre-signed-url';
