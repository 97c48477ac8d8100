import { type FilingSuggestionsAnswer, POST_TYPES, type PostType } from '@app/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { fileThreads } from '../api';

export type ListedThread = FilingSuggestionsAnswer['threads'][number];

/** Where a moderator files a thread. */
export interface Choice {
  category: string;
  post_type: PostType;
}

/** What a listed thread is filed as until a moderator changes it: where it is, or the suggestion for an unfiled one. */
function firstChoice(thread: ListedThread): Choice {
  if (thread.category && (POST_TYPES as readonly string[]).includes(thread.post_type)) {
    return { category: thread.category, post_type: thread.post_type as PostType };
  }
  return { category: thread.suggestion.category, post_type: thread.suggestion.post_type };
}

export type FilingMessage = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The admin tools' filing: each thread's choice, the ticked threads, and applying choices to one thread or to
 * every ticked one; `onFiled` hears where each filed thread went (by id: its category).
 */
export function useFiling(onFiled: (filed: ReadonlyMap<number, string>) => void) {
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FilingMessage>(null);

  const choiceOf = (thread: ListedThread): Choice => choices[thread.id] ?? firstChoice(thread);

  const apply = async (chosen: ListedThread[]) => {
    setBusy(true);
    setMessage(null);
    try {
      const items = chosen.map((thread) => ({ id: thread.id, ...choiceOf(thread) }));
      const { updated } = await fileThreads(items);
      const filed = new Map(items.map((item) => [item.id, item.category]));
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
