export { type EventBus, startEventBus } from './bus';
export { publishEvent } from './publish';
