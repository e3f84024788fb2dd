import { findTimeExpressions } from '../../../src-shared/time/index';
import type { TimemlDocument } from './read-timeml';
import type { TimexTag } from './write-timeml';

/** Our tagger's TIMEX3 tags for a document, resolved against its creation time. */
export function tagDocument(doc: TimemlDocument): TimexTag[] {
  return findTimeExpressions(doc.plainText, doc.dct).map((e) => ({ start: e.start, end: e.end, type: e.timex3Type, value: e.value, mod: e.mod }));
}
