export { NextSteps, type NextStep, type NextStepLinkProps, type NextStepsProps } from './next-steps';
