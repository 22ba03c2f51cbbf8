import { logoFileProblem } from './colors';

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
