import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Upload } from '@/components/ui/upload';
import { notify } from '@/lib/notify';
import { type Profile } from '@/api/queries/user';

/** The contract's avatar types (POST /user/profile/avatar). */
export const AVATAR_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

const BYTES_PER_MB = 1024 * 1024;

interface AvatarCardProps {
  user: Pick<Profile, 'name' | 'avatar' | 'has_avatar'>;
  /** The site's `max_file_size` in bytes. */
  maxFileSize: number;
  upload: (file: File, signal: AbortSignal) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

/** The server's reason a photo was refused: its message under `avatar` first, then its message. */
function uploadError(error: unknown): Error {
  if (isApiError(error)) return new Error(error.errors.avatar?.[0] ?? error.message);
  return error instanceof Error ? error : new Error(String(error));
}

/** The user's photo: what it is now, the upload widget with the site's limits, and a way to remove it. */
export function AvatarCard({ user, maxFileSize, upload, remove }: AvatarCardProps) {
  const { t, i18n } = useLingui();
  const [removing, setRemoving] = useState(false);

  async function onRemove() {
    setRemoving(true);
    try {
      await remove();
      notify.success(t`Photo removed`);
    } catch (error) {
      notify.error(
        isApiError(error) && error.message ? error.message : i18n._(msg`Failed to update profile`),
      );
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Photo</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Shown in the account menu. It is cropped to a square.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <div className="flex flex-col items-center gap-3">
          <Avatar size="xl" className="size-24 text-2xl">
            {user.avatar ? <AvatarImage src={user.avatar} alt={t`Your photo`} /> : null}
            <AvatarFallback>{getInitials(user.name)}</AvatarFallback>
          </Avatar>
          {user.has_avatar ? (
            <Button variant="outline" size="sm" loading={removing} onClick={() => void onRemove()}>
              <Trash2 aria-hidden />
              <Trans>Remove photo</Trans>
            </Button>
          ) : null}
        </div>
        <Upload
          multiple={false}
          accept={AVATAR_TYPES}
          // Tenths of a megabyte, as the size message names it; the server checks the exact bytes.
          maxSizeMb={Math.round((maxFileSize / BYTES_PER_MB) * 10) / 10}
          retry={false}
          upload={async (file, onProgress, signal) => {
            onProgress(0);
            try {
              await upload(file, signal);
            } catch (error) {
              throw uploadError(error);
            }
            onProgress(100);
            notify.success(t`Photo updated`);
          }}
        />
      </CardContent>
    </Card>
  );
}
