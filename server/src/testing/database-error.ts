/** Drizzle wraps driver errors ("Failed query: …"); tests assert on PostgreSQL's own message. */
export async function databaseErrorOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('Expected the database to refuse, but it accepted');
}
