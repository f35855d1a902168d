/**
 * The reservation flow's screens a booking reaches only off its main path: the restaurant page, the
 * pre-process question (an e-mail that differs from the stored one), the your-code page an e-mail link opens, and
 * the filter's alternatives list (no slot at the chosen restaurant). One chunk, imported from the group's chunk
 * (./load-on-demand) when one of them is needed, so opening the flow and booking never downloads them. The restaurant
 * list's 'Sort by distance' has a chunk of its own (./logic/locate), fetched on its first press.
 */
import './on-demand.css';

export { RestaurantPage } from './restaurant';
export { PreProcessPage } from './pre-process';
export { YourCodePage } from './your-code';
export { Alternatives } from './components/alternatives';
