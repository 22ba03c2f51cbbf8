export { EVENTS_CHANNEL, type EventBus, type EventHandler, startEventBus } from './bus';
export { publishEvent } from './publish';
