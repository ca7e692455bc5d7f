import { describe, expect, it } from 'vitest';
import {
  CANCEL_ALL_REASON,
  isUnauthorized,
  normalizeError,
  normalizeLoginError,
  statusText,
} from './http-error';

describe('statusText', () => {
  it('uses the spec wording', () => {
    expect(statusText(200)).toBe('All done. Request successfully executed');
    expect(statusText(201)).toBe('Data successfully created');
    expect(statusText(400)).toBe('Bad Request');
    expect(statusText(401)).toBe('Need auth');
    expect(statusText(404)).toBe('Not found');
    expect(statusText(503)).toBe('Service Unavailable');
    expect(statusText(500)).toBe('Something went wrong. Please try later.');
    expect(statusText(418)).toBe('Something went wrong. Please try later.');
    expect(statusText(undefined)).toBe('Connection lost. Try again.');
    expect(statusText(null)).toBe('Connection lost. Try again.');
    expect(CANCEL_ALL_REASON).toBe('req canceled by user');
  });
});

describe('normalizeError', () => {
  it('takes the message from the envelope and the exception from error', () => {
    expect(
      normalizeError({
        response: {
          status: 400,
          data: {
            Data: null,
            success: false,
            Message: 'Course not found.',
            error: 'NoActiveProgramFoundException',
          },
        },
        message: 'Request failed with status code 400',
      }),
    ).toEqual({
      status: 400,
      statusText: 'Bad Request',
      message: 'Course not found.',
      exception: 'NoActiveProgramFoundException',
    });
  });
  it('falls back to the status text when the response has no description', () => {
    expect(normalizeError({ response: { status: 404, data: '' }, message: 'x' })).toEqual({
      status: 404,
      statusText: 'Not found',
      message: 'Not found',
      exception: null,
    });
    expect(normalizeError({ response: { status: 500, data: { Message: '  ' } } }).message).toBe(
      'Something went wrong. Please try later.',
    );
  });
  it('reports a lost connection when no response arrived', () => {
    expect(normalizeError({ message: 'Network Error' })).toEqual({
      status: null,
      statusText: 'Connection lost. Try again.',
      message: 'Connection lost. Try again.',
      exception: null,
    });
  });
  it('login errors use error_description and error', () => {
    expect(
      normalizeLoginError({
        response: {
          status: 400,
          data: {
            error: 'invalid_grant',
            error_description: 'The user name or password is incorrect.',
          },
        },
      }),
    ).toEqual({
      status: 400,
      statusText: 'Bad Request',
      message: 'The user name or password is incorrect.',
      exception: 'invalid_grant',
    });
    expect(normalizeLoginError({ response: { status: 503, data: null } }).message).toBe(
      'Service Unavailable',
    );
    expect(normalizeLoginError({}).message).toBe('Connection lost. Try again.');
  });
  it('flags 401 as unauthorised', () => {
    expect(isUnauthorized(normalizeError({ response: { status: 401 } }))).toBe(true);
    expect(isUnauthorized(normalizeError({ response: { status: 403 } }))).toBe(false);
  });
});
