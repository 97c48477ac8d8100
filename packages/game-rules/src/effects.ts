import {
  ENERGY_CAP,
  MAX_ARMOR,
  MAX_ATTACK_POWER,
  MAX_DEFENSE,
  MAX_SHIELD,
  WALLET_DRAINED_PENALTY,
} from './constants.ts';
import { type Draft, log, player, rngOf } from './draft.ts';
import { getPlayer, opponentOf } from './players.ts';
import { shuffleInPlace } from './rng.ts';
import type { Buff, BuffId, Card, CardEffect, PlayerSlot, PlayerState, StatusEffect } from './types.ts';

type CappedStat = 'armor' | 'shield' | 'attackPower' | 'defense' | 'energy';

const STAT_CAPS: Record<CappedStat, number> = {
  armor: MAX_ARMOR,
  shield: MAX_SHIELD,
  attackPower: MAX_ATTACK_POWER,
  defense: MAX_DEFENSE,
  energy: ENERGY_CAP,
};

const STAT_LABELS: Record<CappedStat, string> = {
  armor: 'armor',
  shield: 'shield',
  attackPower: 'attack power',
  defense: 'defense',
  energy: 'energy',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function hasBuff(p: PlayerState, id: BuffId): boolean {
  return p.buffs.some((b) => b.id === id);
}

/**
 * What a Buy Power change did. A change of 0 says why (a loss from a player with none), never 'gained 0'; neither
 * does any other log line of these rules count 0 of something as a gain, a loss or a discard.
 */
function buyPowerText(name: string, change: number): string {
  if (change > 0) return `${name} gained ${change} Buy Power`;
  if (change < 0) return `${name} lost ${-change} Buy Power`;
  // Buy Power has no ceiling, so only a loss can change nothing: the player had none.
  return `${name} had no Buy Power to lose`;
}

/** Buy Power never drops below 0; an active Price Lock ignores losses the opponent causes. */
function adjustBuyPower(
  d: Draft,
  actor: PlayerSlot,
  target: PlayerSlot,
  delta: number,
  cardName: string | null,
): void {
  const p = player(d, target);
  if (delta < 0 && target !== actor && hasBuff(p, 'price_lock')) {
    log(d, actor, 'blocked', `${p.username}'s Price Lock kept their Buy Power safe`, {
      target,
      cardName,
      value: 0,
    });
    return;
  }
  const next = Math.max(0, p.buyPower + delta);
  const change = next - p.buyPower;
  p.buyPower = next;
  log(d, actor, 'buy_power', buyPowerText(p.username, change), { target, cardName, value: change });
}

/** Hitting 0 hp costs Buy Power instead of ending the game, then hp refills and effects clear. */
function drainWallet(d: Draft, target: PlayerSlot): void {
  const p = player(d, target);
  const lost = Math.min(p.buyPower, WALLET_DRAINED_PENALTY);
  p.buyPower -= lost;
  p.hp = p.maxHp;
  p.statusEffects = [];
  const cost = lost > 0 ? `-${lost} Buy Power` : 'no Buy Power to lose';
  log(d, target, 'wallet_drained', `${p.username}'s wallet was drained: ${cost}, hp refilled`, {
    target,
    // 0 - lost, not -lost: no -0 when nothing was lost (JSON stores it as 0, and a reloaded state must equal this one).
    value: 0 - lost,
  });
}

/** What an hp change did; 0 says why: nothing got through (damage, poison, burn), or hp was already full. */
function hpText(change: number, action: string): string {
  if (change < 0) return `lost ${-change} hp`;
  if (change > 0) return `healed ${change} hp`;
  return action === 'heal' ? 'was already at full hp' : 'took no damage';
}

/** Changes hp within 0..maxHp; reaching 0 drains the wallet. */
function changeHp(
  d: Draft,
  actor: PlayerSlot,
  target: PlayerSlot,
  delta: number,
  action: string,
  source: string,
  cardName: string | null,
): void {
  const p = player(d, target);
  const next = Math.min(p.maxHp, Math.max(0, p.hp + delta));
  const change = next - p.hp;
  p.hp = next;
  const what = hpText(change, action);
  log(d, actor, action, `${source}: ${p.username} ${what}`, { target, cardName, value: change });
  if (p.hp === 0) drainWallet(d, target);
}

/** Damage is reduced by the target's defense, then soaked by shield, then armor; the rest hits hp. */
function dealDamage(d: Draft, attacker: PlayerSlot, amount: number, cardName: string): void {
  const target = opponentOf(attacker);
  const t = player(d, target);
  let remaining = Math.max(0, amount + getPlayer(d.state, attacker).attackPower - t.defense);
  const toShield = Math.min(t.shield, remaining);
  t.shield -= toShield;
  remaining -= toShield;
  const toArmor = Math.min(t.armor, remaining);
  t.armor -= toArmor;
  remaining -= toArmor;
  const blocked = toShield + toArmor;
  const source = blocked > 0 ? `${cardName} (${blocked} blocked)` : cardName;
  changeHp(d, attacker, target, -remaining, 'damage', source, cardName);
}

function raiseStat(d: Draft, actor: PlayerSlot, stat: CappedStat, amount: number, cardName: string): void {
  const p = player(d, actor);
  const next = Math.min(STAT_CAPS[stat], p[stat] + amount);
  const change = next - p[stat];
  p[stat] = next;
  const description =
    change > 0
      ? `${p.username} gained ${change} ${STAT_LABELS[stat]}`
      : `${p.username}'s ${STAT_LABELS[stat]} was already at its maximum`;
  log(d, actor, stat, description, {
    target: actor,
    cardName,
    value: change,
  });
}

/** Harmful effects land on the opponent, heal on the player; reapplying a named effect refreshes it. */
function applyStatus(d: Draft, actor: PlayerSlot, status: StatusEffect, cardName: string): void {
  const target = status.type === 'heal' ? actor : opponentOf(actor);
  const p = player(d, target);
  p.statusEffects = p.statusEffects.filter((e) => e.name !== status.name).concat({ ...status });
  const description = `${p.username} is affected by ${status.name} for ${plural(status.duration, 'turn')}`;
  log(d, actor, 'status', description, { target, cardName, value: status.value });
}

function addBuff(d: Draft, actor: PlayerSlot, buff: Buff, cardName: string): void {
  const p = player(d, actor);
  p.buffs = p.buffs.filter((b) => b.id !== buff.id).concat({ ...buff });
  log(d, actor, 'buff', `${p.username} gained ${cardName} for ${plural(buff.duration, 'turn')}`, {
    target: actor,
    cardName,
    value: buff.duration,
  });
}

function cleanse(d: Draft, actor: PlayerSlot, cardName: string): void {
  const p = player(d, actor);
  const kept = p.statusEffects.filter((e) => e.type === 'heal');
  const removed = p.statusEffects.length - kept.length;
  p.statusEffects = kept;
  const description =
    removed > 0
      ? `${p.username} removed ${plural(removed, 'harmful effect')}`
      : `${p.username} had no harmful effects to remove`;
  log(d, actor, 'cleanse', description, {
    target: actor,
    cardName,
    value: removed,
  });
}

function discardHand(d: Draft, actor: PlayerSlot, target: PlayerSlot, cardName: string): void {
  const p = player(d, target);
  const count = p.hand.length;
  p.discard.push(...p.hand);
  p.hand = [];
  const description =
    count > 0 ? `${p.username} discarded ${plural(count, 'card')}` : `${p.username} had no cards to discard`;
  log(d, actor, 'discard', description, {
    target,
    cardName,
    value: count,
  });
}

/** Draws from the deck, reshuffling the discard pile into it whenever the deck runs dry. */
export function drawCards(d: Draft, slot: PlayerSlot, count: number): void {
  const p = player(d, slot);
  let drawn = 0;
  for (; drawn < count; drawn++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      p.deck = p.discard;
      p.discard = [];
      shuffleInPlace(p.deck, rngOf(d));
      log(d, slot, 'reshuffle', `${p.username} shuffled their discard pile into their deck`, {
        target: slot,
        value: p.deck.length,
      });
    }
    p.hand.push(p.deck.pop() as string);
  }
  const description =
    drawn > 0 ? `${p.username} drew ${plural(drawn, 'card')}` : `${p.username} has no cards left to draw`;
  log(d, slot, 'draw', description, { target: slot, value: drawn });
}

/** Resolves an effect in the fixed order its description lists (see describeEffect). */
function resolveEffect(d: Draft, actor: PlayerSlot, effect: CardEffect, cardName: string): void {
  const opponent = opponentOf(actor);
  if (effect.discardAllHands) {
    discardHand(d, actor, actor, cardName);
    discardHand(d, actor, opponent, cardName);
  }
  if (effect.buyPower) adjustBuyPower(d, actor, actor, effect.buyPower, cardName);
  if (effect.opponentBuyPower) adjustBuyPower(d, actor, opponent, effect.opponentBuyPower, cardName);
  if (effect.damage) dealDamage(d, actor, effect.damage, cardName);
  if (effect.statusEffect) applyStatus(d, actor, effect.statusEffect, cardName);
  if (effect.heal) changeHp(d, actor, actor, effect.heal, 'heal', cardName, cardName);
  if (effect.armor) raiseStat(d, actor, 'armor', effect.armor, cardName);
  if (effect.shield) raiseStat(d, actor, 'shield', effect.shield, cardName);
  if (effect.energy) raiseStat(d, actor, 'energy', effect.energy, cardName);
  if (effect.attackPower) raiseStat(d, actor, 'attackPower', effect.attackPower, cardName);
  if (effect.defense) raiseStat(d, actor, 'defense', effect.defense, cardName);
  if (effect.cleanse) cleanse(d, actor, cardName);
  if (effect.buff) addBuff(d, actor, effect.buff, cardName);
  if (effect.nextCardFree) {
    const p = player(d, actor);
    p.nextCardFree = true;
    log(d, actor, 'next_card_free', `${p.username}'s next card costs 0 energy`, { cardName });
  }
  if (effect.draw) drawCards(d, actor, effect.draw);
  if (effect.opponentDraw) drawCards(d, opponent, effect.opponentDraw);
}

/** Pays for the card (or uses up nextCardFree), moves it out of the hand for good and resolves it. */
export function playCard(d: Draft, actor: PlayerSlot, card: Card): void {
  const p = player(d, actor);
  const cost = p.nextCardFree ? 0 : card.cost;
  p.nextCardFree = false;
  p.energy -= cost;
  p.energySpent += cost;
  p.hand.splice(p.hand.indexOf(card.id), 1);
  p.playedCards.push(card.id);
  log(d, actor, 'play_card', `${p.username} played ${card.name}`, { cardName: card.name, value: cost });
  resolveEffect(d, actor, card.effect, card.name);
}

/** Start-of-turn upkeep: poison and burn hurt, heal restores, then every duration drops by 1. */
export function tickStatusEffects(d: Draft, slot: PlayerSlot): void {
  const p = player(d, slot);
  if (p.statusEffects.length === 0) return;
  for (const effect of p.statusEffects) {
    const delta = effect.type === 'heal' ? effect.value : -effect.value;
    changeHp(d, slot, slot, delta, effect.type, effect.name, null);
    // A drained wallet clears every effect, so nothing is left to tick.
    if (p.statusEffects.length === 0) return;
  }
  p.statusEffects = p.statusEffects
    .map((e) => ({ ...e, duration: e.duration - 1 }))
    .filter((e) => e.duration > 0);
}

/** Loyalty points pay out, then every buff duration drops by 1. */
export function tickBuffs(d: Draft, slot: PlayerSlot): void {
  const p = player(d, slot);
  if (p.buffs.length === 0) return;
  if (hasBuff(p, 'loyalty_points')) adjustBuyPower(d, slot, slot, 1, null);
  p.buffs = p.buffs.map((b) => ({ ...b, duration: b.duration - 1 })).filter((b) => b.duration > 0);
}
