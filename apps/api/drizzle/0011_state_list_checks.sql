-- Each text column holding a value of a list (contract or slice) may hold only that list's values
-- (db/columns.ts inList). Every value ever written came from the same typed lists and none was
-- ever removed from one, so existing rows satisfy these checks and no data needs changing first.
ALTER TABLE "client_journeys" DROP CONSTRAINT "client_journeys_state_known";--> statement-breakpoint
ALTER TABLE "journey_events" DROP CONSTRAINT "journey_events_to_known";--> statement-breakpoint
ALTER TABLE "journey_events" DROP CONSTRAINT "journey_events_from_known";--> statement-breakpoint
ALTER TABLE "platforms" ADD CONSTRAINT "platforms_currency_in_list" CHECK ("platforms"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "platforms" ADD CONSTRAINT "platforms_default_locale_in_list" CHECK ("platforms"."default_locale" in ('fa', 'en'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_in_list" CHECK ("users"."role" in ('client', 'therapist', 'support', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_status_in_list" CHECK ("users"."job_status" in ('employed', 'unemployed', 'housewife', 'student', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_marital_status_in_list" CHECK ("users"."marital_status" in ('single', 'married', 'in relationship', 'other', 'divorced'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_degree_in_list" CHECK ("users"."degree" in ('NoDegree', 'Diploma', 'AssociateDegree', 'Bachelor', 'MA', 'PHD'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_in_list" CHECK ("users"."gender" in ('male', 'female', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_how_known_in_list" CHECK ("users"."how_known" in ('youtube', 'google', 'twitter', 'instagram', 'podcast', 'bannerads', 'friends', 'site', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_in_list" CHECK ("users"."locale" in ('fa', 'en'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_in_list" CHECK ("users"."calendar" in ('gregorian', 'solar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_in_list" CHECK ("users"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_kind_in_list" CHECK ("auth_tokens"."kind" in ('session'));--> statement-breakpoint
ALTER TABLE "therapist_hour_exceptions" ADD CONSTRAINT "therapist_hour_exceptions_kind_in_list" CHECK ("therapist_hour_exceptions"."kind" in ('off', 'extra'));--> statement-breakpoint
ALTER TABLE "therapists" ADD CONSTRAINT "therapists_gender_in_list" CHECK ("therapists"."gender" in ('male', 'female', 'other'));--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_currency_in_list" CHECK ("package_prices"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_kind_in_list" CHECK ("packages"."kind" in ('therapy', 'couple', 'psychiatry', 'evaluation', 'child', 'family'));--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_source_in_list" CHECK ("login_tickets"."source" in ('google', 'link', 'telegram'));--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_in_list" CHECK ("one_time_codes"."purpose" in ('login_email', 'login_whatsapp'));--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_provider_in_list" CHECK ("oauth_states"."provider" in ('google'));--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_locale_in_list" CHECK ("oauth_states"."locale" in ('fa', 'en'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel_in_list" CHECK ("outbox_messages"."channel" in ('email', 'whatsapp', 'telegram'));--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_in_list" CHECK ("exchange_rates"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "coupon_amounts" ADD CONSTRAINT "coupon_amounts_currency_in_list" CHECK ("coupon_amounts"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_in_list" CHECK ("coupons"."kind" in ('percent', 'fixed'));--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_currency_in_list" CHECK ("gift_codes"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_currency_in_list" CHECK ("carts"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "factors" ADD CONSTRAINT "factors_currency_in_list" CHECK ("factors"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "factors" ADD CONSTRAINT "factors_state_in_list" CHECK ("factors"."state" in ('submit', 'partially_paid', 'paid'));--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_gateway_in_list" CHECK ("gateway_events"."gateway" in ('sandbox', 'stripe', 'zarinpal'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_type_in_list" CHECK ("payments"."type" in ('online', 'offline', 'wallet_payment', 'wallet_debt_settlement'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_in_list" CHECK ("payments"."state" in ('awaiting', 'pending', 'paid', 'wallet_pending', 'failed', 'debit_checkout', 'rejected'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_in_list" CHECK ("payments"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_in_list" CHECK ("payments"."gateway" in ('sandbox', 'stripe', 'zarinpal'));--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_currency_in_list" CHECK ("bank_accounts"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_currency_in_list" CHECK ("wallet_accounts"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_currency_in_list" CHECK ("wallet_entries"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind_in_list" CHECK ("wallet_entries"."kind" in ('gift_code', 'invite_credit', 'refund', 'payment', 'late_fee_debt', 'overtime_debt', 'debt_settlement', 'fee_waiver', 'adjustment'));--> statement-breakpoint
ALTER TABLE "session_credits" ADD CONSTRAINT "session_credits_kind_in_list" CHECK ("session_credits"."kind" in ('therapy', 'couple', 'psychiatry', 'evaluation', 'child', 'family'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose_in_list" CHECK ("stored_files"."purpose" in ('payment_receipt'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_currency_in_list" CHECK ("refunds"."currency" in ('rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_in_list" CHECK ("refunds"."method" in ('wallet', 'original'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_state_in_list" CHECK ("refunds"."state" in ('done', 'pending_gateway'));--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_category_in_list" CHECK ("cycles"."category" in ('Individual', 'Couple', 'Family', 'Child and Adolescent', 'Sex Therapy', 'Psychiatry'));--> statement-breakpoint
ALTER TABLE "preferred_times" ADD CONSTRAINT "preferred_times_period_in_list" CHECK ("preferred_times"."period" in ('morning', 'noon', 'afternoon', 'night'));--> statement-breakpoint
ALTER TABLE "session_requests" ADD CONSTRAINT "session_requests_kind_in_list" CHECK ("session_requests"."kind" in ('therapy', 'evaluation'));--> statement-breakpoint
ALTER TABLE "session_requests" ADD CONSTRAINT "session_requests_state_in_list" CHECK ("session_requests"."state" in ('pending', 'proposed', 'approved', 'declined', 'cancelled'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_in_list" CHECK ("sessions"."kind" in ('therapy', 'evaluation'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_state_in_list" CHECK ("sessions"."state" in ('scheduled', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_cancel_reason_in_list" CHECK ("sessions"."cancel_reason" in ('client_free', 'client_late', 'therapist', 'released', 'staff'));--> statement-breakpoint
ALTER TABLE "client_journeys" ADD CONSTRAINT "client_journeys_state_in_list" CHECK ("client_journeys"."state" in ('started', 'surveyed', 'matched', 'evaluation_booked', 'evaluated', 'package_chosen', 'paid', 'session_requested', 'session_booked', 'cancelled'));--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_to_state_in_list" CHECK ("journey_events"."to_state" in ('started', 'surveyed', 'matched', 'evaluation_booked', 'evaluated', 'package_chosen', 'paid', 'session_requested', 'session_booked', 'cancelled'));--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_from_state_in_list" CHECK ("journey_events"."from_state" in ('started', 'surveyed', 'matched', 'evaluation_booked', 'evaluated', 'package_chosen', 'paid', 'session_requested', 'session_booked', 'cancelled'));