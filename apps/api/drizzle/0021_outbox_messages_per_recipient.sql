CREATE INDEX "outbox_recipient_created_idx" ON "outbox" USING btree ("recipient","created_at");
--> statement-breakpoint
-- Queues a message (kind, recipient, subject, body) in the outbox, unless it names a
-- perRecipientPerHour and that many messages of its kind went to its recipient in the last hour:
-- then it is dropped and the answer is false. Messages to one recipient are queued one at a time
-- (a transaction-scoped advisory lock), so two at once cannot both pass the count.
CREATE OR REPLACE FUNCTION bd_enqueue(p_message jsonb)
  RETURNS boolean
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_limit integer := (p_message->>'perRecipientPerHour')::integer;
BEGIN
  IF v_limit IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('outbox:' || (p_message->>'recipient'), 0));
    IF (SELECT count(*) FROM outbox
         WHERE recipient = p_message->>'recipient'
           AND kind = p_message->>'kind'
           AND created_at > now() - interval '1 hour') >= v_limit THEN
      RETURN false;
    END IF;
  END IF;
  INSERT INTO outbox (kind, recipient, subject, body)
    VALUES (p_message->>'kind', p_message->>'recipient', p_message->>'subject', p_message->>'body');
  RETURN true;
END
$$;
--> statement-breakpoint
-- bd_place_order as in 0006, queueing the order's confirmation through bd_enqueue.
CREATE OR REPLACE FUNCTION bd_place_order(p_order jsonb, p_lines jsonb, p_history jsonb, p_message jsonb)
  RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_line jsonb;
  v_short jsonb := '[]'::jsonb;
  v_product record;
  v_quantity integer;
BEGIN
  -- The order first: a repeated Idempotency-Key or order number fails here, before any stock is touched.
  INSERT INTO orders SELECT * FROM jsonb_populate_record(NULL::orders, p_order);
  INSERT INTO order_items (order_id, position, product_id, title, image, quantity, unit_price_kobo,
                           line_total_kobo, deal_cycle_id)
    SELECT order_id, position, product_id, title, image, quantity, unit_price_kobo, line_total_kobo,
           deal_cycle_id
      FROM jsonb_populate_recordset(NULL::order_items, p_lines);
  INSERT INTO order_status_history (order_id, from_status, to_status, actor, actor_id, note, at)
    SELECT order_id, from_status, to_status, actor, actor_id, note, at
      FROM jsonb_populate_recordset(NULL::order_status_history, p_history);
  IF p_message IS NOT NULL AND jsonb_typeof(p_message) = 'object' THEN
    PERFORM bd_enqueue(p_message);
  END IF;

  FOR v_line IN
    SELECT value FROM jsonb_array_elements(p_lines) ORDER BY value->>'product_id'
  LOOP
    v_quantity := (v_line->>'quantity')::integer;
    UPDATE products
       SET stock = stock - v_quantity,
           sold = sold + v_quantity
     WHERE id = (v_line->>'product_id')::uuid
       AND status = 'active'
       AND stock >= v_quantity
       AND price_kobo = (v_line->>'list_price_kobo')::bigint;
    IF NOT FOUND THEN
      SELECT stock, status, price_kobo INTO v_product FROM products WHERE id = (v_line->>'product_id')::uuid;
      IF FOUND AND v_product.status = 'active' AND v_product.price_kobo <> (v_line->>'list_price_kobo')::bigint THEN
        RAISE EXCEPTION 'a price moved' USING ERRCODE = 'BDP01';
      END IF;
      v_short := v_short || jsonb_build_array(jsonb_build_object(
        'productId', v_line->>'product_id',
        'available', CASE WHEN FOUND AND v_product.status = 'active' THEN v_product.stock ELSE 0 END));
    END IF;
  END LOOP;
  IF jsonb_array_length(v_short) > 0 THEN
    RAISE EXCEPTION 'out of stock' USING ERRCODE = 'BDO01', DETAIL = v_short::text;
  END IF;

  FOR v_line IN
    SELECT value FROM jsonb_array_elements(p_lines)
     WHERE value->>'deal_cycle_id' IS NOT NULL
     ORDER BY value->>'product_id'
  LOOP
    v_quantity := (v_line->>'quantity')::integer;
    UPDATE flash_deals
       SET claimed = claimed + v_quantity
     WHERE cycle_id = v_line->>'deal_cycle_id'
       AND product_id = (v_line->>'product_id')::uuid
       AND claimed + v_quantity <= deal_stock;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'a deal ran out' USING ERRCODE = 'BDD01';
    END IF;
  END LOOP;

END
$$;
