/**
 * Clipped and pet words of chat -> the full word, so "won the tourney" meets "tournament", "an online comp"
 * meets "competition", "biking" meets "bicycle" and "a real auntie now" meets "become an aunt" (no suffix
 * folding can; folded forms are looked up too). Only words with one common reading in conversation; ambiguous
 * ones ("app", "vet", "doc", "gran" of Gran Canaria) and forms of address ("bro", "sis") are left out.
 */
const PAIRS =
  'tourney tournament,comp competition,convo conversation,bday birthday,pic picture,vid video,fave favorite,fav favorite,' +
  'info information,uni university,champ champion,grandma grandmother,grandpa grandfather,bike bicycle,pro professional,' +
  'auntie aunt,aunty aunt,granny grandmother,grandad grandfather,granddad grandfather,daddy dad,hubby husband';

export const CLIPPED_FORMS: ReadonlyMap<string, string> = new Map(PAIRS.split(',').map((p) => p.split(' ') as [string, string]));
