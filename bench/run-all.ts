import { benchApi } from './api-throughput';
import { benchPages } from './page-load';

await benchApi();
console.log();
await benchPages();
