import { duplicateFields, duplicateMessage, isMappingValid, mapsName } from './mapping-rules';

describe('mapping rules', () => {
  it('finds the fields chosen for more than one column, ignoring the columns left out', () => {
    expect(duplicateFields({ A: 'name', B: 'name', C: null, D: null, E: 'unit' })).toEqual(new Set(['name']));
    expect(duplicateFields({ A: 'name', B: null })).toEqual(new Set());
  });

  it('names the field in the duplicate message', () => {
    expect(duplicateMessage('unitCost')).toBe('Unit Cost is chosen for two columns');
  });

  it('accepts a mapping only with the name and no field twice', () => {
    expect(mapsName({ A: 'unit' })).toBe(false);
    expect(isMappingValid({ A: 'name', B: 'unit' })).toBe(true);
    expect(isMappingValid({ A: 'unit', B: null })).toBe(false);
    expect(isMappingValid({ A: 'name', B: 'unit', C: 'unit' })).toBe(false);
  });
});
