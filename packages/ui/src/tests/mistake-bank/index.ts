export { MistakeBank, type MistakeBankProps, type MistakeRetryOutcome } from './mistake-bank';
