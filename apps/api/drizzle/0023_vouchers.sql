CREATE TABLE "voucher_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"voucher_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"min_subtotal_kobo" bigint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_type_check" CHECK ("vouchers"."type" in ('percent', 'fixed', 'freeShipping')),
	CONSTRAINT "vouchers_value_check" CHECK ("vouchers"."value" >= 0),
	CONSTRAINT "vouchers_min_subtotal_check" CHECK ("vouchers"."min_subtotal_kobo" >= 0),
	CONSTRAINT "vouchers_period_check" CHECK ("vouchers"."ends_at" is null or "vouchers"."starts_at" is null or "vouchers"."ends_at" > "vouchers"."starts_at"),
	CONSTRAINT "vouchers_limits_check" CHECK (coalesce("vouchers"."usage_limit", 1) >= 1 and coalesce("vouchers"."per_customer_limit", 1) >= 1),
	CONSTRAINT "vouchers_uses_check" CHECK ("vouchers"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_customer_idx" ON "voucher_uses" USING btree ("voucher_id","customer_key");--> statement-breakpoint
CREATE INDEX "vouchers_created_idx" ON "vouchers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The store's first vouchers, seeded here rather than by the demo seed so every database (embedded,
-- PostgreSQL, tests) has them. Values are a hundred times the naira or percent: 10 % is 1000.
INSERT INTO vouchers (code, type, value, min_subtotal_kobo, description) VALUES
  ('SAVE10', 'percent', 1000, 500000, '10% off orders of ₦5,000 or more'),
  ('FREESHIP', 'freeShipping', 0, 1000000, 'Free shipping on orders of ₦10,000 or more'),
  ('FIXED2000', 'fixed', 200000, 800000, '₦2,000 off orders of ₦8,000 or more');
--> statement-breakpoint
DROP FUNCTION bd_place_order(jsonb, jsonb, jsonb, jsonb);
--> statement-breakpoint
-- bd_place_order as in 0021, taking a use of the order's voucher (p_voucher: voucher_id and
-- customer_key, or null) with the stock.
CREATE OR REPLACE FUNCTION bd_place_order(p_order jsonb, p_lines jsonb, p_history jsonb, p_message jsonb, p_voucher jsonb)
  RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_line jsonb;
  v_short jsonb := '[]'::jsonb;
  v_product record;
  v_quantity integer;
  v_voucher record;
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

  -- The voucher last: one use taken by a conditional update that never passes usage_limit. The
  -- update holds the voucher's row until the order commits, so orders using it count the
  -- customer's earlier uses one at a time.
  IF p_voucher IS NOT NULL AND jsonb_typeof(p_voucher) = 'object' THEN
    UPDATE vouchers
       SET uses = uses + 1
     WHERE id = (p_voucher->>'voucher_id')::uuid
       AND active
       AND (usage_limit IS NULL OR uses < usage_limit)
     RETURNING per_customer_limit INTO v_voucher;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM vouchers WHERE id = (p_voucher->>'voucher_id')::uuid AND active) THEN
        RAISE EXCEPTION 'a voucher ran out' USING ERRCODE = 'BDV01';
      END IF;
      RAISE EXCEPTION 'a voucher was switched off' USING ERRCODE = 'BDV03';
    END IF;
    IF v_voucher.per_customer_limit IS NOT NULL AND (
      SELECT count(*) FROM voucher_uses
       WHERE voucher_id = (p_voucher->>'voucher_id')::uuid
         AND customer_key = p_voucher->>'customer_key') >= v_voucher.per_customer_limit THEN
      RAISE EXCEPTION 'a customer used a voucher up' USING ERRCODE = 'BDV02';
    END IF;
    INSERT INTO voucher_uses (order_id, voucher_id, customer_key)
      VALUES ((p_order->>'id')::uuid, (p_voucher->>'voucher_id')::uuid, p_voucher->>'customer_key');
  END IF;

END
$$;
