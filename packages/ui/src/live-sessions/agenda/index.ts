export { Agenda, type AgendaKindFilter, type AgendaProps } from './agenda';
