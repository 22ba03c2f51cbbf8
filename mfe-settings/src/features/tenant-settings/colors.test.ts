import { logoFileProblem, normaliseHex, rgbToHex } from './colors';

describe('normaliseHex', () => {
  it.each([
    ['#3B82F6', '#3b82f6'],
    ['3b82f6', '#3b82f6'],
    [' #abc ', '#aabbcc'],
  ])('reads %p as %p', (input, hex) => {
    expect(normaliseHex(input)).toBe(hex);
  });

  it.each(['', 'blue', '#abcd', '#12345g'])('refuses %p', (input) => {
    expect(normaliseHex(input)).toBeNull();
  });
});

describe('rgbToHex', () => {
  it('writes two lower-case digits per channel', () => {
    expect(rgbToHex(3, 105, 161)).toBe('#0369a1');
  });
});

describe('logoFileProblem', () => {
  it('accepts an image under 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(logoFileProblem({ type: 'text/plain', size: 10 })).toBe('Please upload an image file');
  });

  it('refuses an image of 5 MB or more', () => {
    expect(logoFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe(
      'Please upload an image smaller than 5MB',
    );
  });
});
