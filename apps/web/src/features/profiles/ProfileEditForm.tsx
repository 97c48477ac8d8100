import { type AuthUser, PROFILE_LIMITS } from '@app/contracts';
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { BusyButton } from '@/components/ui/BusyButton';
import { FieldFrame } from '@/components/ui/FormField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useAuthStore } from '@/features/auth';
import { useErrorFocus } from '@/hooks/use-error-focus';
import { ApiError } from '@/lib/api-client';
import { saveProfile } from './api';
import { photoProblem } from './profile-text';

type Field = 'display_name' | 'avatar_url' | 'bio';
const FIELDS: readonly string[] = ['display_name', 'avatar_url', 'bio'];
type FieldError = { field: Field; message: string };

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
  const form = useProfileEdit(user, onSaved);
  const { values, error, edited } = form;
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

  return (
    <form className="profile-form" onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Edit Profile</h2>
      <TextField
        id={ids.display_name}
        label="Display Name"
        value={values.displayName}
        maxLength={PROFILE_LIMITS.displayName}
        autoComplete="nickname"
        invalid={error?.field === 'display_name'}
        errorId={errorId}
        onChange={(event) => edited({ displayName: event.target.value })}
      />
      {fieldError('display_name')}
      <PhotoField
        id={ids.avatar_url}
        avatar={values.avatar}
        invalid={error?.field === 'avatar_url'}
        errorId={errorId}
        onChoose={form.choosePhoto}
        onRemove={() => edited({ avatar: '' })}
      />
      {fieldError('avatar_url')}
      <TextAreaField
        id={ids.bio}
        label="Bio"
        rows={3}
        value={values.bio}
        maxLength={PROFILE_LIMITS.bio}
        invalid={error?.field === 'bio'}
        errorId={errorId}
        onChange={(event) => edited({ bio: event.target.value })}
      />
      {fieldError('bio')}
      <div className="profile-form__actions">
        <BusyButton type="submit" className="btn btn--gradient" busy={form.saving} busyLabel="Saving...">
          Save Changes
        </BusyButton>
        <p className="profile-form__saved" role="status">
          {form.saved ? 'Profile saved.' : ''}
        </p>
      </div>
    </form>
  );
}

interface PhotoFieldProps {
  id: string;
  /** The current avatar URL, a chosen photo as a data URL, or '' for none. */
  avatar: string;
  invalid: boolean;
  errorId: string;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

/** Upload Photo: the avatar as it will be saved, the file picker, and Remove photo while there is one. */
function PhotoField({ id, avatar, invalid, errorId, onChoose, onRemove }: PhotoFieldProps) {
  const hint = 'JPEG, PNG or WebP, up to 2 MB.';
  return (
    <FieldFrame
      id={id}
      label="Upload Photo"
      hint={hint}
      invalid={invalid}
      className="profile-form__photo"
      controlClassName="profile-form__photo-row"
    >
      <Avatar src={avatar || null} size={72} />
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : `${id}-hint`}
        onChange={onChoose}
      />
      {avatar ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onRemove}>
          Remove photo
        </button>
      ) : null}
    </FieldFrame>
  );
}

/** The form's values, choosing a photo (checked, then read as a data URL), and saving. */
function useProfileEdit(user: AuthUser, onSaved: (user: AuthUser) => void) {
  const [values, setValues] = useState({
    displayName: user.display_name ?? '',
    bio: user.bio ?? '',
    // The current avatar URL, a chosen photo as a data URL, or '' for none.
    avatar: user.avatar_url ?? '',
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const [saved, setSaved] = useState(false);

  /** A change by the member: the form is no longer the saved one. */
  const edited = (change: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...change }));
    setSaved(false);
  };

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again reads it again.
    input.value = '';
    if (!file) return;
    setSaved(false);
    const problem = photoProblem(file);
    if (problem) {
      setError({ field: 'avatar_url', message: problem });
      return;
    }
    try {
      edited({ avatar: await readAsDataUrl(file) });
      if (error?.field === 'avatar_url') setError(null);
    } catch (failure) {
      console.error('Could not read the chosen photo', failure);
      setError({ field: 'avatar_url', message: 'Avatar image could not be read' });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Saving is silently ignored without a token (product spec 1 §5).
    if (saving || !useAuthStore.getState().token) return;
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await saveProfile({
        display_name: values.displayName,
        avatar_url: values.avatar,
        bio: values.bio,
      });
      const current = useAuthStore.getState().user;
      useAuthStore.getState().setUser({ ...(current ?? {}), ...answer.user });
      setValues({
        displayName: answer.user.display_name ?? '',
        bio: answer.user.bio ?? '',
        avatar: answer.user.avatar_url ?? '',
      });
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

  return { values, saving, error, saved, edited, choosePhoto, submit };
}
