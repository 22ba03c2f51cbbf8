export * from './new-password-field';
export * from './two-factor-enrolment';
