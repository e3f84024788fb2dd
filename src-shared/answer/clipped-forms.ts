/**
 * Clipped words of chat -> the full word, so "won the tourney" meets "tournament" and "an online
 * comp" meets "competition" (no suffix folding can). Only clippings with one common reading in
 * conversation; ambiguous ones ("app", "vet", "doc") and forms of address ("bro", "sis") are left out.
 */
const PAIRS =
  'tourney tournament,comp competition,convo conversation,bday birthday,pic picture,vid video,fave favorite,fav favorite,' +
  'info information,uni university,champ champion,grandma grandmother,grandpa grandfather';

export const CLIPPED_FORMS: ReadonlyMap<string, string> = new Map(PAIRS.split(',').map((p) => p.split(' ') as [string, string]));
