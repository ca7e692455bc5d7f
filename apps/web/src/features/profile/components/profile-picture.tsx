import { useMutation, useQuery } from '@tanstack/react-query';
import { profileImageQueryOptions, updateProfileImageMutationOptions } from '@portal/api';
import { AlertType, CloudStorageFolder } from '@portal/domain';
import { Card, ProfileImage } from '@portal/ui';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { useRefreshSessionUser } from '../hooks/use-refresh-session-user';
import { useUpload } from '../hooks/use-upload';
import { acceptedTypes } from '../upload-check';

/**
 * The profile picture: a chosen image is checked (116 format, 117 size), uploaded to the
 * profile-image folder with a progress bar, then saved as the ProfileImage; the header follows.
 */
export function ProfilePicture({ fullName }: { fullName: string }) {
  const image = useQuery(profileImageQueryOptions(apiClient));
  const update = useMutation(updateProfileImageMutationOptions(apiClient, queryClient));
  const upload = useUpload(CloudStorageFolder.profileImage, 'image');
  const refreshSessionUser = useRefreshSessionUser();

  const onSelectFile = async (file: File) => {
    const saved = await upload.start(file, async (stored) => {
      await update.mutateAsync({ ProfileImage: stored.FileKey });
    });
    if (!saved) return;
    await refreshSessionUser().catch(() => undefined);
    feedback.alert(AlertType.success, 'Your profile picture has been updated.');
  };

  return (
    <Card padding="even">
      <h2 className="sr-only">Profile picture</h2>
      <ProfileImage
        fullName={fullName}
        imageUrl={image.data?.ProfileImage ?? null}
        uploadProgress={upload.progress ?? (update.isPending ? 100 : null)}
        errorMessage={upload.error}
        accept={acceptedTypes.image}
        onSelectFile={(file) => void onSelectFile(file)}
      />
    </Card>
  );
}
