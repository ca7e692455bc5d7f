export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  image: () => [...profileKeys.all, 'image'] as const,
  documents: () => [...profileKeys.all, 'documents'] as const,
  // Mutations
  update: () => [...profileKeys.all, 'update'] as const,
  updateImage: () => [...profileKeys.all, 'update-image'] as const,
  saveDocument: () => [...profileKeys.all, 'save-document'] as const,
  removeDocument: () => [...profileKeys.all, 'remove-document'] as const,
};
