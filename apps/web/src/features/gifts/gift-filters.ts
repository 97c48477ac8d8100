import { GIFT_FILTER_PARAMS, GIFT_GROUPS, type GiftCategory, type GiftGroup } from '@app/contracts';

/** The finder's choice: at most one gift category per group. */
export type GiftChoice = Partial<Record<GiftGroup, string>>;

/** The choice a /gifts URL carries (`?for=for-dad&occasion=birthday&price=under-50`); unknown ids are dropped. */
export function choiceFromParams(params: URLSearchParams, known: readonly GiftCategory[]): GiftChoice {
  const choice: GiftChoice = {};
  for (const group of GIFT_GROUPS) {
    const id = params.get(GIFT_FILTER_PARAMS[group]);
    if (id && known.some((gift) => gift.id === id && gift.group === group)) choice[group] = id;
  }
  return choice;
}

/** The URL query for a choice, in the groups' order, so a shared link reads the same every time. */
export function paramsFromChoice(choice: GiftChoice): URLSearchParams {
  const params = new URLSearchParams();
  for (const group of GIFT_GROUPS) {
    const id = choice[group];
    if (id) params.set(GIFT_FILTER_PARAMS[group], id);
  }
  return params;
}

/** Picking the chosen category again clears its group; picking another replaces it. */
export function toggleChoice(choice: GiftChoice, group: GiftGroup, id: string): GiftChoice {
  const next = { ...choice };
  if (next[group] === id) delete next[group];
  else next[group] = id;
  return next;
}

/** 'Gifts for Dad for a Birthday under $50' style heading for a choice. */
export function choiceTitle(choice: GiftChoice, known: readonly GiftCategory[]): string {
  const name = (group: GiftGroup) => known.find((gift) => gift.id === choice[group])?.name;
  const parts = [name('recipient'), name('occasion'), name('price')].filter(Boolean);
  return parts.length === 0 ? 'All gift ideas' : `Gift ideas: ${parts.join(' · ')}`;
}
