import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

// Columns many tables declare alike. Every point in time the schema keeps is a timestamp with its zone.

/** A row's number, given by PostgreSQL. */
export const serialId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written (`created_at` unless the table names the moment otherwise). */
export const writtenAt = (name = 'created_at') => timestampTz(name).notNull().defaultNow();

/** PostgreSQL's full-text document, for the search columns the database derives. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
