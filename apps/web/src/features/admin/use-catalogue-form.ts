import { ADMIN_CATALOGUE_TEXT as TEXT } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { textFieldProps } from './field-props';
import type { Notice } from './Notice';

/** The server's words for a failed call; an ended session asks to log in again. */
export const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.status === 401 ? TEXT.logInFirst : errorMessage(failure, fallback);

/** The form's values as multipart: its file, and its text fields trimmed (blank ones left out). */
export const toFormData = (fields: object) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) data.append(name, value);
    else if (typeof value === 'string' && value.trim()) data.append(name, value.trim());
  }
  return data;
};

interface CatalogueFormSpec<Form> {
  empty: Form;
  /** What the browser can tell is wrong before sending. */
  check: (form: Form) => Partial<Record<keyof Form, string>>;
  /** Sends the form; answers what to tell the admin. */
  send: (form: Form) => Promise<string>;
  /** The words for a failure the server gave none for. */
  failure: string;
}

/**
 * A catalogue form (its fields and a picture): its values and errors, the props of its text fields, and
 * sending it, saying how it went.
 */
export function useCatalogueForm<Form extends { image: File | null }>({
  empty,
  check,
  send,
  failure,
}: CatalogueFormSpec<Form>) {
  const id = useId();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  // A new key remounts the form's file input, clearing its chosen file after a success.
  const [generation, setGeneration] = useState(0);

  const set = <K extends keyof Form>(field: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setNotice({ kind: 'success', text: await send(form) });
      setForm(empty);
      setGeneration((n) => n + 1);
    } catch (caught) {
      if (caught instanceof ApiError && caught.field) setErrors({ [caught.field]: caught.message });
      setNotice({ kind: 'error', text: failureText(caught, failure) });
    } finally {
      setBusy(false);
    }
  };
  const fieldProps = textFieldProps(id, form, errors, (field, value) =>
    set(field, value as Form[typeof field]),
  );
  const chooseImage = (file: File | null) => set('image', file as Form['image']);
  return { id, errors, notice, busy, generation, onSubmit, fieldProps, chooseImage };
}

export type CatalogueFormState = ReturnType<typeof useCatalogueForm>;
