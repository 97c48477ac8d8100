import { randomBytes } from 'node:crypto';
import { PUZZLE_GAME_ID } from '@app/contracts';
import { type AppDatabase, type Executor, gameScores, memoryPlays, users } from '@app/db';
import {
  dealMemory,
  flipMemory,
  MEMORY_CARD_COUNT,
  MEMORY_REFUSALS,
  memoryRefusal,
  memoryScore,
  replayMemory,
} from '@app/game-rules';
import { conflict, DomainError, forbidden, invalid, notFound } from '@app/platform';
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';

/** Unscored plays are kept this long (a visitor's abandoned games go then). */
const PLAY_KEPT_DAYS = 7;

/** Deals a play; its layout stays on the server (product spec 3 §4: 16 cards, 8 pairs, shuffled). */
export async function startPlay(db: AppDatabase, userId: number | null) {
  const id = randomBytes(16).toString('base64url');
  await db.insert(memoryPlays).values({ id, userId, seed: randomBytes(16).toString('hex') });
  // Abandoned plays go a week later; done here, on the path that makes them, instead of by a timer.
  await db
    .delete(memoryPlays)
    .where(sql`${memoryPlays.createdAt} < now() - make_interval(days => ${PLAY_KEPT_DAYS})`);
  return { play_id: id, cards: MEMORY_CARD_COUNT };
}

async function lockPlay(tx: Executor, playId: string) {
  const [play] = await tx.select().from(memoryPlays).where(eq(memoryPlays.id, playId)).for('update');
  if (!play) throw notFound('Game not found', 'play_id');
  return play;
}

/** One flip, recorded in order; answers the card's face (the only way the player learns it). */
export async function flipCard(db: AppDatabase, playId: string, index: number) {
  return db.transaction(async (tx) => {
    const play = await lockPlay(tx, playId);
    const layout = dealMemory(play.seed);
    const replay = replayMemory(layout, play.flips);
    if (!replay.ok) throw new Error(`stored flips of play ${playId} do not replay`);
    const refusal = memoryRefusal(replay.progress, index);
    if (refusal)
      throw new DomainError(
        refusal === 'out_of_range' ? 'invalid' : 'conflict',
        MEMORY_REFUSALS[refusal],
        'index',
      );
    const progress = flipMemory(layout, replay.progress, index);
    const secondOfMove = replay.progress.pending !== null;
    await tx
      .update(memoryPlays)
      .set({
        flips: [...play.flips, index],
        firstFlipAt: play.firstFlipAt ?? sql`now()`,
        lastFlipAt: sql`now()`,
        finishedAt: progress.finished ? sql`now()` : null,
      })
      .where(eq(memoryPlays.id, playId));
    return {
      index,
      emoji: layout[index] as string,
      moves: progress.moves,
      matched: secondOfMove ? progress.matched.has(index) : null,
      finished: progress.finished,
      score: progress.finished ? memoryScore(progress.moves) : null,
    };
  });
}

/**
 * Records a score only when the server's replay of that play's flips finished the board with exactly that
 * score, at a pace a person can click, by the member who played it (a visitor's play is claimed by the
 * member who submits it first), once per play.
 */
export async function submitScore(
  db: AppDatabase,
  userId: number,
  claim: { score: number; playId: string },
  minFlipMs: number,
) {
  await db.transaction(async (tx) => {
    const play = await lockPlay(tx, claim.playId);
    if (play.userId !== null && play.userId !== userId) {
      throw forbidden('That game was played by someone else', 'play_id');
    }
    const replay = replayMemory(dealMemory(play.seed), play.flips);
    if (!replay.ok || !replay.progress.finished || !play.firstFlipAt || !play.lastFlipAt) {
      throw invalid('Finish the game before submitting its score', 'play_id');
    }
    if (memoryScore(replay.progress.moves) !== claim.score) {
      throw invalid('That score does not match the game that was played', 'score');
    }
    const averageMs = (play.lastFlipAt.getTime() - play.firstFlipAt.getTime()) / (play.flips.length - 1);
    if (averageMs < minFlipMs) {
      throw invalid('That game was played faster than a person can click, so its score was not recorded');
    }
    const [row] = await tx
      .insert(gameScores)
      .values({
        userId,
        gameId: PUZZLE_GAME_ID,
        score: claim.score,
        playId: play.id,
        achievedAt: play.finishedAt ?? undefined,
      })
      .onConflictDoNothing()
      .returning({ id: gameScores.id });
    if (!row) throw conflict("This game's score was already submitted", 'play_id');
    if (play.userId === null) {
      await tx
        .update(memoryPlays)
        .set({ userId })
        .where(and(eq(memoryPlays.id, play.id), isNull(memoryPlays.userId)));
    }
  });
  const standing = await puzzleStanding(db, userId);
  return {
    success: true as const,
    score: claim.score,
    best: standing?.score ?? claim.score,
    rank: standing?.rank ?? 0,
  };
}

/**
 * Each member's best score, ranked: higher first; of equal scores, whoever reached theirs first. One
 * subquery that the leaderboard and a profile's standing both read.
 */
function rankedBoard(db: Executor) {
  const best = db
    .selectDistinctOn([gameScores.userId], {
      userId: gameScores.userId,
      score: gameScores.score,
      achievedAt: gameScores.achievedAt,
    })
    .from(gameScores)
    .where(eq(gameScores.gameId, PUZZLE_GAME_ID))
    .orderBy(gameScores.userId, desc(gameScores.score), asc(gameScores.achievedAt), asc(gameScores.id))
    .as('best');
  return db
    .select({
      userId: best.userId,
      score: best.score,
      rank: sql<number>`(row_number() over (order by ${best.score} desc, ${best.achievedAt} asc, ${best.userId} asc))::int`.as(
        'rank',
      ),
    })
    .from(best)
    .as('ranked');
}

/** The top 10 of the puzzle board, and where `viewerId` stands when given (product spec 3 §2, §7). */
export async function leaderboard(db: AppDatabase, viewerId: number | null) {
  const ranked = rankedBoard(db);
  const rows = await db
    .select({ userId: ranked.userId, username: users.username, score: ranked.score, rank: ranked.rank })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .where(viewerId === null ? lte(ranked.rank, 10) : or(lte(ranked.rank, 10), eq(ranked.userId, viewerId)))
    .orderBy(asc(ranked.rank));
  const mine = rows.find((row) => row.userId === viewerId);
  return {
    leaderboard: rows
      .filter((row) => row.rank <= 10)
      .map((row) => ({ user_id: row.userId, username: row.username, score: row.score, rank: row.rank })),
    me: mine ? { rank: mine.rank, score: mine.score } : null,
  };
}

/** A member's best puzzle score and its rank on the board, or null before their first score (for profiles). */
export async function puzzleStanding(db: Executor, userId: number) {
  const ranked = rankedBoard(db);
  const [row] = await db
    .select({ score: ranked.score, rank: ranked.rank })
    .from(ranked)
    .where(eq(ranked.userId, userId));
  return row ?? null;
}
