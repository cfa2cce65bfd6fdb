// The parts of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Requests in turn; `setupRequest` may change each one before it is sent (a new path). */
    requests?: { setupRequest?: (request: { path?: string }) => { path?: string } }[];
    /** Called once per connection: headers can be changed between its requests. */
    setupClient?: (client: Client) => void;
  }
  export interface Client {
    setHeaders(headers: Record<string, string>): void;
    on(event: 'response', listener: (status: number, bytes: number, responseTime: number) => void): void;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
