import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ThunkExtra } from './api-client';

/**
 * react-redux's dispatch, typed for what every store of this app takes: actions, and thunks that
 * get the API client as their extra argument. It is typed without the store's RootState, which
 * app/ builds from the very features that use this hook. Features select with `useSelector` and
 * the state of the slice they read.
 */
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
