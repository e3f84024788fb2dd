/**
 * British spellings -> American ones, so "driving licence" meets "licensed driver" and "colour" meets "color"
 * (folded forms are looked up too). Words ending in "-our" are folded by rule (americanSpelling); these are the
 * others common in chat.
 */
const PAIRS =
  'licence license,defence defense,offence offense,pretence pretense,centre center,theatre theater,metre meter,' +
  'litre liter,fibre fiber,programme program,catalogue catalog,grey gray,aluminium aluminum,pyjamas pajamas,' +
  'mould mold,plough plow,cheque check,jewellery jewelry,tyre tire,storey story,kerb curb,manoeuvre maneuver';

const WORDS: ReadonlyMap<string, string> = new Map(PAIRS.split(',').map((p) => p.split(' ') as [string, string]));

/** "-our" words with three letters or more before it ("colour", "neighbour", "favourite"), not "hour", "four", "tour". */
const OUR = /^([a-z]{3,})our(s|ed|ing|ite|ites|able|ful|hood|ly)?$/;

/** The American spelling of a word, or the word itself. */
export function americanSpelling(word: string): string {
  const listed = WORDS.get(word) ?? (word.endsWith('s') ? WORDS.get(word.slice(0, -1)) && `${WORDS.get(word.slice(0, -1))}s` : undefined);
  if (listed) return listed;
  const our = OUR.exec(word);
  return our ? `${our[1]}or${our[2] ?? ''}` : word;
}
