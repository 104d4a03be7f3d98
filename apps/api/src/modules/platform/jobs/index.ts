export { startJobs, type Job, type JobRunnerOptions, type RunContext } from './runner';
