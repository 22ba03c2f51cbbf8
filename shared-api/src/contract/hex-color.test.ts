import { normaliseHexColor } from './hex-color';

describe('normaliseHexColor', () => {
  it.each([
    ['#3B82F6', '#3b82f6'],
    ['3b82f6', '#3b82f6'],
    [' #abc ', '#aabbcc'],
    ['fff', '#ffffff'],
  ])('reads %p as %p', (input, hex) => {
    expect(normaliseHexColor(input)).toBe(hex);
  });

  it.each(['', 'blue', '#abcd', '#12345g', 'rgb(1, 2, 3)', '#11223344'])('refuses %p', (input) => {
    expect(normaliseHexColor(input)).toBeNull();
  });
});
