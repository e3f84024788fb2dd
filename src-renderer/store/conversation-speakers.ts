import type { MessageInput } from '../../src-shared/contract/engine-api';
import type { Message } from '../../src-shared/domain/memory';
import type { JournalDB } from '../db/journal-db';

/** Id prefix of the context inputs below; their analyses are discarded. */
export const CONTEXT_INPUT_PREFIX = '\u0000speaker-context:';

/**
 * Who writes in each conversation (journal entries only), so that "you" in a message analysed on
 * its own still resolves: the analyser reads "you" as the other speaker when its batch holds
 * exactly two speakers of a conversation. When a batch holds only one of a two-person
 * conversation's speakers, `contextInputs` gives an empty message by the other one to send along.
 * Speakers are loaded once per conversation and only added to afterwards (a speaker whose last
 * message is deleted still counts: harmless, "you" then still means them).
 */
export class ConversationSpeakers {
  private readonly known = new Map<string, Set<string>>();

  constructor(private readonly db: JournalDB) {}

  async contextInputs(batch: readonly Message[]): Promise<MessageInput[]> {
    const inBatch = new Map<string, { speakers: Set<string>; time: number }>();
    for (const m of batch) {
      if (m.role !== 'entry') continue;
      const c = inBatch.get(m.conversation) ?? { speakers: new Set<string>(), time: m.time };
      c.speakers.add(m.speaker);
      inBatch.set(m.conversation, c);
    }
    const out: MessageInput[] = [];
    for (const [conversation, { speakers, time }] of inBatch) {
      const all = await this.speakersOf(conversation);
      for (const s of speakers) all.add(s);
      if (speakers.size !== 1 || all.size !== 2) continue;
      const other = [...all].find((s) => !speakers.has(s))!;
      // A short id: the conversation's own id may already be near the engine's id length limit.
      out.push({ id: `${CONTEXT_INPUT_PREFIX}${out.length}`, conversation, speaker: other, text: '', role: 'entry', time });
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
