import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { CloudStorageFolder, FilesApiRoutes } from '@portal/domain';
import {
  accountKeys,
  academicDocumentsQueryOptions,
  getPreSignedUrl,
  profileImageQueryOptions,
  profileKeys,
  profileQueryOptions,
  removeAcademicDocument,
  removeAcademicDocumentMutationOptions,
  saveAcademicDocumentMutationOptions,
  updateProfileImageMutationOptions,
} from '../src';
import { BASE_PATH, startTestServer, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

let server: TestServer;
let queryClient: QueryClient;
beforeEach(async () => {
  server = await startTestServer();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

const signedIn = () => createTestClient(server.baseURL, { accessToken: server.state.validAccessToken, refreshToken: 'refresh-1' }).client;

describe('profile files payloads', () => {
  it('the pre-signed URL request sends Folder, FileName, ContentType and FileSize in the query', async () => {
    await getPreSignedUrl(signedIn(), { Folder: CloudStorageFolder.educationCertificate, FileName: 'matric cert.pdf', ContentType: 'application/pdf', FileSize: 2048 });
    const [request] = server.requests;
    expect(request?.path).toBe(`${BASE_PATH}${FilesApiRoutes.getPreSignedUrl.path}`);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ Folder: 'education-certificate', FileName: 'matric cert.pdf', ContentType: 'application/pdf', FileSize: '2048' });
  });

  it('removing a document names it by candidateAcademicId in the query', async () => {
    await removeAcademicDocument(signedIn(), 17);
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ candidateAcademicId: '17' });
  });
});

describe('profile files invalidation', () => {
  it('a new profile image re-reads the image, the profile and the user info, not the documents', async () => {
    const client = signedIn();
    await queryClient.fetchQuery(profileImageQueryOptions(client));
    await queryClient.fetchQuery(profileQueryOptions(client));
    await queryClient.fetchQuery(academicDocumentsQueryOptions(client));
    queryClient.setQueryData(accountKeys.loggedInUserInfo(1), { FullName: 'x' });
    await new MutationObserver(queryClient, updateProfileImageMutationOptions(client, queryClient)).mutate({ ProfileImage: 'profile-image/u/k.png' });
    expect(queryClient.getQueryState(profileKeys.image())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(profileKeys.detail())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(accountKeys.loggedInUserInfo(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(profileKeys.documents())?.isInvalidated).toBe(false);
  });

  it('saving or removing a document re-reads the documents only', async () => {
    const client = signedIn();
    await queryClient.fetchQuery(academicDocumentsQueryOptions(client));
    await queryClient.fetchQuery(profileImageQueryOptions(client));
    await new MutationObserver(queryClient, saveAcademicDocumentMutationOptions(client, queryClient)).mutate({ Title: 'Matric', FileName: 'm.pdf', FileKey: 'k' });
    expect(queryClient.getQueryState(profileKeys.documents())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(profileKeys.image())?.isInvalidated).toBe(false);
    await queryClient.refetchQueries({ queryKey: profileKeys.documents() });
    expect(queryClient.getQueryState(profileKeys.documents())?.isInvalidated).toBe(false);
    await new MutationObserver(queryClient, removeAcademicDocumentMutationOptions(client, queryClient)).mutate(3);
    expect(queryClient.getQueryState(profileKeys.documents())?.isInvalidated).toBe(true);
  });
});
