import type { Message } from '../../src-shared/domain/memory';
import type { JournalDB } from '../db/journal-db';

/**
 * Who writes in each conversation (journal entries only), so that "you" in a message analysed on
 * its own still resolves: in a two-person conversation, "you" addresses the other person.
 * Speakers are loaded once per conversation and only added to afterwards (a speaker whose last
 * message is deleted still counts: harmless, "you" then still means them).
 */
export class ConversationSpeakers {
  private readonly known = new Map<string, Set<string>>();

  constructor(private readonly db: JournalDB) {}

  /** For each entry of a two-person conversation, the other person (by message id). */
  async addressees(batch: readonly Message[]): Promise<Map<string, string>> {
    for (const m of batch) if (m.role === 'entry') (await this.speakersOf(m.conversation)).add(m.speaker);
    const out = new Map<string, string>();
    for (const m of batch) {
      const all = this.known.get(m.conversation);
      if (m.role !== 'entry' || all?.size !== 2) continue;
      out.set(m.id, [...all].find((s) => s !== m.speaker)!);
    }
    return out;
  }

  private async speakersOf(conversation: string): Promise<Set<string>> {
    let set = this.known.get(conversation);
    if (!set) {
      set = new Set<string>();
      await this.db.messages
        .where('conversation')
        .equals(conversation)
        .each((m) => {
          if (m.role === 'entry') set!.add(m.speaker);
        });
      this.known.set(conversation, set);
    }
    return set;
  }
}
