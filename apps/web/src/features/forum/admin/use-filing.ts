import type { FilingSuggestionsAnswer, PostType } from '@app/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { fileThreads } from '../api';

export type UnfiledThread = FilingSuggestionsAnswer['threads'][number];

/** Where a moderator files a thread: the suggestion until they change it. */
export interface Choice {
  category: string;
  post_type: PostType;
}

export type FilingMessage = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The admin tools' filing: each thread's choice, the ticked threads, and applying choices to one thread or to
 * every ticked one; filed threads leave the list (`onFiled`).
 */
export function useFiling(onFiled: (filed: ReadonlySet<number>) => void) {
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FilingMessage>(null);

  const choiceOf = (thread: UnfiledThread): Choice =>
    choices[thread.id] ?? { category: thread.suggestion.category, post_type: thread.suggestion.post_type };

  const apply = async (chosen: UnfiledThread[]) => {
    setBusy(true);
    setMessage(null);
    try {
      const { updated } = await fileThreads(chosen.map((thread) => ({ id: thread.id, ...choiceOf(thread) })));
      const filed = new Set(chosen.map((thread) => thread.id));
      onFiled(filed);
      setTicked((current) => new Set([...current].filter((id) => !filed.has(id))));
      setMessage({ kind: 'ok', text: `Filed ${updated} ${updated === 1 ? 'thread' : 'threads'}.` });
    } catch (failure) {
      setMessage({ kind: 'error', text: errorMessage(failure, 'Failed to file threads.') });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return {
    busy,
    message,
    ticked,
    choiceOf,
    apply,
    toggle,
    tickAll: (ids: number[]) => setTicked(new Set(ids)),
    choose: (id: number, choice: Choice) => setChoices((current) => ({ ...current, [id]: choice })),
  };
}

export type Filing = ReturnType<typeof useFiling>;
