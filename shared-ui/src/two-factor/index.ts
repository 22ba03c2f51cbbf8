export * from './two-factor-enrolment';
