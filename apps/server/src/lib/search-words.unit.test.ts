import { describe, expect, it } from 'vitest';
import { searchWordsOf } from './search-words.ts';

describe('searchWordsOf', () => {
  it('splits at blanks, trims what is not a letter or digit off each end, lower-cases, drops repeats', () => {
    expect(searchWordsOf('BMW x5', 6)).toEqual(['bmw', 'x5']);
    expect(searchWordsOf('Mercedes-Benz C-Class MX-5', 6)).toEqual(['mercedes-benz', 'c-class', 'mx-5']);
    expect(searchWordsOf('--camry-- (sedan), x_', 6)).toEqual(['camry', 'sedan', 'x']);
    expect(searchWordsOf('ada@example.com', 6)).toEqual(['ada@example.com']);
    expect(searchWordsOf('modl MODL modl', 6)).toEqual(['modl']);
    expect(searchWordsOf('a b c d e f g h', 6)).toHaveLength(6);
  });

  it('reads letters and digits of any script, in their compatibility form', () => {
    expect(searchWordsOf('Škoda Citroën', 6)).toEqual(['škoda', 'citroën']);
    expect(searchWordsOf('日本車 ４×４', 6)).toEqual(['日本車', '4×4']);
    expect(searchWordsOf('ＢＭＷ', 6)).toEqual(['bmw']);
    expect(searchWordsOf('Citroe\u0308n', 6)).toEqual(['citroën']); // a combining mark, composed
  });

  it('finds no word in punctuation, symbols or blanks', () => {
    for (const term of ['%%%%', '---', '☃☃☃', '...', '_', '\\', '  ', '🚗🚗', '%-%', '', undefined])
      expect(searchWordsOf(term, 6), String(term)).toEqual([]);
    expect(searchWordsOf('%%bmw%% ☃☃☃', 6)).toEqual(['bmw']);
  });
});
