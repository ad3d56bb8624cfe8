import type { UserDto } from '@app/shared/auth/user';
import { PHOTO_ACCEPT } from '@app/shared/profile/schemas';
import { displayName } from '@app/shared/users/display';
import { useMutation } from '@tanstack/react-query';
import { Camera, LoaderCircle, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { photoProblem } from '../../lib/profile/photo-file';
import { titled } from '../../lib/profile/profile-form';
import { PhotoUploadError, UPLOAD_FALLBACK, uploadPhoto } from '../../lib/profile/upload-photo';
import { isSessionGone, leaveForLogin } from '../../lib/session-gone';
import { toast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { buttonClass } from '../button-styles';
import { FormAlert } from '../form/form-alert';
import { UserAvatar } from '../shell/user-avatar';
import { useProfileChanged } from './use-profile';

/** A chosen file waiting to be saved, with its preview address. */
interface Chosen {
  file: File;
  url: string;
}

/**
 * Spec 02 §2 Change Photo and §5 "Profile photo": a chosen file is checked at once (type, 5 MB),
 * previewed, then saved; the navigation shows it as soon as it is saved. Errors stay until the
 * next choice.
 */
export function ProfilePhoto({ user }: { user: UserDto }) {
  const trpc = useTRPC();
  const changed = useProfileChanged();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const remove = useMutation(
    trpc.profile.removePhoto.mutationOptions({
      onSuccess: (result) => {
        changed({ user: result.user });
        toast({ title: 'Photo Removed', description: 'Your initials show instead.', variant: 'success' });
      },
      onError: (error) => {
        if (isSessionGone(error)) return leaveForLogin();
        toast({
          title: 'Update Failed',
          description: errorMessage(error, UPLOAD_FALLBACK),
          variant: 'destructive',
        });
      },
    }),
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) {
      setChosen(null);
      toast({ ...titled(refused), variant: 'destructive' });
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const save = async () => {
    if (!chosen) return;
    setUploading(true);
    setProblem(null);
    try {
      const result = await uploadPhoto(chosen.file);
      changed({ user: result.user });
      setChosen(null);
      toast({
        title: 'Photo Updated',
        description: 'Your new photo is on your profile.',
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof PhotoUploadError && error.signedOut) return leaveForLogin();
      const message = error instanceof Error ? error.message : UPLOAD_FALLBACK;
      setProblem(message);
      toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  const busy = uploading || remove.isPending;
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {chosen ? (
          <img
            src={chosen.url}
            alt="Your new avatar, not saved yet"
            className="size-24 shrink-0 rounded-full object-cover ring-4 ring-emerald-100 dark:ring-emerald-900"
          />
        ) : (
          <UserAvatar user={user} size="lg" className="ring-4 ring-slate-100 dark:ring-slate-800" />
        )}
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">
            {user.fullName?.trim() || displayName(user)}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {chosen ? 'Preview: not saved yet.' : 'JPEG, PNG or WebP, up to 5 MB. Shown as a square.'}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {chosen ? (
              <>
                <button
                  type="button"
                  onClick={() => void save()}
                  disabled={busy}
                  aria-busy={uploading || undefined}
                  className={buttonClass({ size: 'sm' })}
                >
                  {uploading ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
                  {uploading ? 'Saving…' : 'Save Photo'}
                </button>
                <button
                  type="button"
                  onClick={() => setChosen(null)}
                  disabled={busy}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  Cancel
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => input.current?.click()}
                  disabled={busy}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  <Camera className="size-4" aria-hidden="true" />
                  Change Photo
                </button>
                {user.profileImageUrl ? (
                  <button
                    type="button"
                    onClick={() => remove.mutate()}
                    disabled={busy}
                    aria-busy={remove.isPending || undefined}
                    className={buttonClass({ variant: 'ghost', size: 'sm' })}
                  >
                    {remove.isPending ? (
                      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    ) : (
                      <Trash2 className="size-4" aria-hidden="true" />
                    )}
                    Remove Photo
                  </button>
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        onChange={choose}
        hidden
        aria-label="Profile photo file"
        data-testid="photo-input"
      />
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
    </div>
  );
}
