/*
 * The login form's schema, in a chunk of its own: zod classic loads when the student starts typing,
 * not before the form paints (issue #10). login-page.tsx imports it with import().
 */
export { LoginCredentials } from '@portal/domain';
