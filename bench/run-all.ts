import { benchApi } from './api-throughput';
import { benchCustomers } from './customers';
import { benchMessages } from './messages';
import { benchPages } from './page-load';

await benchApi();
console.log();
await benchPages();
console.log();
await benchCustomers();
console.log();
await benchMessages();
