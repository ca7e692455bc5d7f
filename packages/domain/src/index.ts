// The public surface of @portal/domain. Fixtures are a separate entry: @portal/domain/fixtures.
export * from './api/routes';
export * from './enums';
export * from './schemas';
export * from './rules';
