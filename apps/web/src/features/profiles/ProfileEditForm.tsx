import { type AuthUser, PROFILE_LIMITS } from '@app/contracts';
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { BusyButton } from '@/components/ui/BusyButton';
import { TextField } from '@/components/ui/TextField';
import { useAuthStore } from '@/features/auth';
import { useErrorFocus } from '@/hooks/use-error-focus';
import { ApiError } from '@/lib/api-client';
import { saveProfile } from './api';
import { photoProblem } from './profile-text';

type Field = 'display_name' | 'avatar_url' | 'bio';
const FIELDS: readonly string[] = ['display_name', 'avatar_url', 'bio'];

interface ProfileEditFormProps {
  user: AuthUser;
  /** Told the member as saved. */
  onSaved: (user: AuthUser) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The own profile's edit form (product spec 1 §2): Display Name, Upload Photo (read into the form as a data
 * URL and previewed), Bio (3 rows), Save Changes ('Saving...' while busy). A refusal that names a field is
 * shown beside it; any other failure is only logged (spec §8). The saved member replaces the stored one,
 * so the header's avatar follows at once.
 */
export function ProfileEditForm({ user, onSaved }: ProfileEditFormProps) {
  const [displayName, setDisplayName] = useState(user.display_name ?? '');
  const [bio, setBio] = useState(user.bio ?? '');
  // The current avatar URL, a chosen photo as a data URL, or '' for none.
  const [avatar, setAvatar] = useState(user.avatar_url ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  const ids = useMemo(
    () => ({ display_name: `${id}-name`, avatar_url: `${id}-photo`, bio: `${id}-bio` }),
    [id],
  );
  const errorId = `${id}-error`;
  useErrorFocus(error, ids, errorId);

  const fieldError = (field: Field) =>
    error?.field === field ? (
      <p id={errorId} className="form-field__error" role="alert">
        {error.message}
      </p>
    ) : null;

  const edited = () => {
    setSaved(false);
  };

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again reads it again.
    input.value = '';
    if (!file) return;
    edited();
    const problem = photoProblem(file);
    if (problem) {
      setError({ field: 'avatar_url', message: problem });
      return;
    }
    try {
      setAvatar(await readAsDataUrl(file));
      if (error?.field === 'avatar_url') setError(null);
    } catch (failure) {
      console.error('Could not read the chosen photo', failure);
      setError({ field: 'avatar_url', message: 'Avatar image could not be read' });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Saving is silently ignored without a token (product spec 1 §5).
    if (saving || !useAuthStore.getState().token) return;
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await saveProfile({ display_name: displayName, avatar_url: avatar, bio });
      const current = useAuthStore.getState().user;
      useAuthStore.getState().setUser({ ...(current ?? {}), ...answer.user });
      setDisplayName(answer.user.display_name ?? '');
      setBio(answer.user.bio ?? '');
      setAvatar(answer.user.avatar_url ?? '');
      setSaved(true);
      onSaved(answer.user);
    } catch (failure) {
      console.error('Saving the profile failed', failure);
      if (failure instanceof ApiError && failure.field && FIELDS.includes(failure.field)) {
        setError({ field: failure.field as Field, message: failure.message });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Edit Profile</h2>
      <TextField
        id={ids.display_name}
        label="Display Name"
        value={displayName}
        maxLength={PROFILE_LIMITS.displayName}
        autoComplete="nickname"
        invalid={error?.field === 'display_name'}
        errorId={errorId}
        onChange={(event) => {
          setDisplayName(event.target.value);
          edited();
        }}
      />
      {fieldError('display_name')}

      <div className={`form-field profile-form__photo${error?.field === 'avatar_url' ? ' is-invalid' : ''}`}>
        <label htmlFor={ids.avatar_url} className="form-field__label">
          Upload Photo
        </label>
        <div className="profile-form__photo-row">
          <Avatar src={avatar || null} size={72} />
          <input
            id={ids.avatar_url}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={error?.field === 'avatar_url' || undefined}
            aria-describedby={error?.field === 'avatar_url' ? errorId : `${id}-photo-hint`}
            onChange={(event) => void choosePhoto(event)}
          />
          {avatar ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => {
                setAvatar('');
                edited();
              }}
            >
              Remove photo
            </button>
          ) : null}
        </div>
        <p id={`${id}-photo-hint`} className="form-field__hint">
          JPEG, PNG or WebP, up to 2 MB.
        </p>
      </div>
      {fieldError('avatar_url')}

      <div className={`form-field${error?.field === 'bio' ? ' is-invalid' : ''}`}>
        <label htmlFor={ids.bio} className="form-field__label">
          Bio
        </label>
        <div className="form-field__control">
          <textarea
            id={ids.bio}
            rows={3}
            value={bio}
            maxLength={PROFILE_LIMITS.bio}
            aria-invalid={error?.field === 'bio' || undefined}
            aria-describedby={error?.field === 'bio' ? errorId : undefined}
            onChange={(event) => {
              setBio(event.target.value);
              edited();
            }}
          />
        </div>
      </div>
      {fieldError('bio')}

      <div className="profile-form__actions">
        <BusyButton type="submit" className="btn btn--gradient" busy={saving} busyLabel="Saving...">
          Save Changes
        </BusyButton>
        <p className="profile-form__saved" role="status">
          {saved ? 'Profile saved.' : ''}
        </p>
      </div>
    </form>
  );
}
