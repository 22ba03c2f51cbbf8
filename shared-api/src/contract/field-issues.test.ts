import { fieldIssue, fieldIssuesOf, joinIssues, missingField } from './field-issues';

describe('field issues', () => {
  it('read back what the server words, one message per top-level field', () => {
    const sentence = joinIssues([
      fieldIssue('unitCost', 'Unit cost must be greater than 0'),
      missingField('name'),
      fieldIssue('aliases.2', '"x" is too short: phrases have 2 to 80 characters'),
      fieldIssue('unitCost', 'a second problem of the same field'),
    ]);
    expect(fieldIssuesOf(sentence)).toEqual({
      unitCost: 'Unit cost must be greater than 0',
      name: 'This field is required',
      aliases: '"x" is too short: phrases have 2 to 80 characters',
    });
  });

  it('name no field for a sentence about the request as a whole', () => {
    expect(fieldIssuesOf('Request body: expected an object')).toEqual({});
    expect(fieldIssuesOf('Catalog not found')).toEqual({});
  });
});
